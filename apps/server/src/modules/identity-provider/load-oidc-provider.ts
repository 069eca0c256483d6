import type * as OidcProvider from 'oidc-provider';

export type OidcProviderModule = typeof OidcProvider;

const RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime';
let loading: Promise<{ module: OidcProviderModule; runtimeWarning: string | undefined }> | undefined;

/**
 * oidc-provider, loaded on first use rather than at import. On Node 20 the library prints an
 * "Unsupported runtime" line to stderr the moment it is evaluated (it works; DESIGN §9). Loading it here
 * keeps that line out of processes that never start the embedded provider (an external issuer, a
 * configuration error reported in one line), and hands it to the caller to log as a structured entry.
 */
export function loadOidcProvider(): Promise<{
  module: OidcProviderModule;
  runtimeWarning: string | undefined;
}> {
  loading ??= (async () => {
    let runtimeWarning: string | undefined;
    const original = console.warn;
    console.warn = (...args: unknown[]) => {
      const [first] = args;
      if (typeof first === 'string' && first.includes(RUNTIME_WARNING)) runtimeWarning = first;
      else original(...args);
    };
    try {
      return { module: await import('oidc-provider'), runtimeWarning };
    } finally {
      console.warn = original;
    }
  })();
  return loading;
}
