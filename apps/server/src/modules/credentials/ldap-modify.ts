import type { CredentialSystem } from './credential-system.js';

/*
 * An LDAP password change as the directory expects it on the wire (RFC 4511 §4.6 ModifyRequest, BER as
 * in X.690): built here because the maintained client (ldapts) needs Node 22. Only the bytes are made;
 * a transport (a TLS socket after a bind) sends them, so nothing here reaches the network.
 */

function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const octets = (value: string | Buffer) => tlv(0x04, typeof value === 'string' ? Buffer.from(value) : value);

function integer(tag: number, value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  if ((bytes[0] ?? 0) & 0x80) bytes.unshift(0);
  return tlv(tag, Buffer.from(bytes));
}

/** The directory's flavour: Active Directory takes `unicodePwd` as the quoted password in UTF-16LE. */
export type DirectoryKind = 'active-directory' | 'openldap';

function passwordAttribute(kind: DirectoryKind, password: string): { type: string; value: Buffer } {
  return kind === 'active-directory'
    ? { type: 'unicodePwd', value: Buffer.from(`"${password}"`, 'utf16le') }
    : { type: 'userPassword', value: Buffer.from(password, 'utf8') };
}

/** One LDAPMessage: a ModifyRequest that replaces the entry's password attribute. */
export function passwordModifyRequest(
  messageId: number,
  entryDn: string,
  password: string,
  kind: DirectoryKind,
): Buffer {
  const { type, value } = passwordAttribute(kind, password);
  const replace = integer(0x0a, 2);
  const change = sequence(replace, sequence(octets(type), set(octets(value))));
  const modify = tlv(0x66, Buffer.concat([octets(entryDn), sequence(change)]));
  return sequence(integer(0x02, messageId), modify);
}

/** Sends one request on a bound connection and resolves when the directory answers success. */
export interface LdapTransport {
  send(request: Buffer): Promise<void>;
}

/** An LDAP-compatible system: a directory entry per user name, under `baseDn`. Not wired by default. */
export class LdapCredentialSystem implements CredentialSystem {
  private messageId = 1;

  constructor(
    private readonly transport: LdapTransport,
    private readonly settings: { baseDn: string; userAttribute: string; kind: DirectoryKind },
  ) {}

  async setPassword(userName: string, password: string): Promise<void> {
    this.messageId += 1;
    const dn = `${this.settings.userAttribute}=${escapeDnValue(userName)},${this.settings.baseDn}`;
    await this.transport.send(passwordModifyRequest(this.messageId, dn, password, this.settings.kind));
  }
}

/** RFC 4514 §2.4: a user name is a value in the DN, never a way to change which entry is named. */
export function escapeDnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (character) => `\\${character}`)
    .replace(/^[ #]/, (character) => `\\${character}`)
    .replace(/ $/, '\\ ');
}
