/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's version (build/app-version.ts); undefined in unit tests. */
  readonly VITE_APP_VERSION?: string;
}
