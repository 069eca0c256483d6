import { describe, expect, it } from 'vitest';
import { escapeDnValue, LdapCredentialSystem, passwordModifyRequest } from './ldap-modify.js';

const hex = (text: string) => Buffer.from(text).toString('hex');

describe('the LDAP password change (RFC 4511 ModifyRequest)', () => {
  it('encodes a replace of userPassword as BER, byte for byte', () => {
    const request = passwordModifyRequest(2, 'uid=a,dc=x', 'p', 'openldap');
    expect(request.toString('hex')).toBe(
      [
        '302d',
        '020102',
        '6628',
        `040a${hex('uid=a,dc=x')}`,
        '301a',
        '3018',
        '0a0102',
        '3013',
        `040c${hex('userPassword')}`,
        `31030401${hex('p')}`,
      ].join(''),
    );
  });

  it('writes Active Directory’s unicodePwd quoted in UTF-16LE, and long values with long-form lengths', () => {
    const request = passwordModifyRequest(300, 'cn=b', 'x'.repeat(200), 'active-directory');
    expect(request.includes(Buffer.from('"xx', 'utf16le'))).toBe(true);
    expect(request.includes(Buffer.from('unicodePwd'))).toBe(true);
    // 202 UTF-16 code units = 404 bytes: length 0x82 0x01 0x94.
    expect(request.includes(Buffer.from([0x04, 0x82, 0x01, 0x94]))).toBe(true);
    expect(request.subarray(0, 2).toString('hex')).toBe('3082');
    expect(request.includes(Buffer.from([0x02, 0x02, 0x01, 0x2c]))).toBe(true);
  });

  it('keeps a user name a value of the DN, and sends one request per password', async () => {
    expect(escapeDnValue('a,ou=admins')).toBe('a\\,ou\\=admins');
    expect(escapeDnValue(' #x ')).toBe('\\ #x\\ ');
    const sent: Buffer[] = [];
    const system = new LdapCredentialSystem(
      { send: (request) => Promise.resolve(void sent.push(request)) },
      { baseDn: 'ou=students,dc=uni,dc=edu', userAttribute: 'uid', kind: 'openldap' },
    );
    await system.setPassword('ahmed.k', 'Campus2026go');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.includes(Buffer.from('uid=ahmed.k,ou=students,dc=uni,dc=edu'))).toBe(true);
  });
});
