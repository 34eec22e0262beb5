// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createWireKeys,
  decodeWireKeys,
  defaultWireKeys,
  encodeWireKeys,
  type WireField,
  wireKeys,
} from './wire.ts';

const productFields: WireField[] = [
  'logo',
  'name',
  'buttonText',
  'rangeTitle',
  'rangeDesc',
  'rate',
  'description',
  'enabled',
  'id',
];

describe('wire-key map', () => {
  it('defaults to the key table of the contract', () => {
    expect(defaultWireKeys).toEqual({
      logo: 'plo',
      name: 'pna',
      buttonText: 'btx',
      rangeTitle: 'rti',
      rangeDesc: 'rde',
      rate: 'rat',
      description: 'dsc',
      enabled: 'ena',
      id: 'pid',
      agreementTitle: 'ttl',
      contractUrl: 'cur',
      lendDetailsUrl: 'ldu',
    });
  });

  it('is the default map in a build without overrides', () => {
    expect(wireKeys).toEqual(defaultWireKeys);
  });

  it('applies overrides and ignores empty or unknown ones', () => {
    expect(createWireKeys({ logo: 'lg', name: '', cover: 'cv', id: 'ix' })).toEqual({
      ...defaultWireKeys,
      logo: 'lg',
      id: 'ix',
    });
  });

  it('returns a fresh object, leaving the defaults alone', () => {
    const keys = createWireKeys({ rate: 'rr' });
    keys.name = 'changed';
    expect(defaultWireKeys.rate).toBe('rat');
    expect(defaultWireKeys.name).toBe('pna');
  });
});

describe('decodeWireKeys', () => {
  it('reads the listed fields from their wire keys', () => {
    const wire = {
      plo: 'https://cdn.test/logo.png',
      pna: 'QuickPeso',
      btx: 'Apply',
      rti: 'Amount',
      rde: '₱1.000 - ₱20.000',
      rat: '0.05%',
      dsc: 'Fast approval',
      ena: 1,
      pid: 42,
      tags: ['new'],
    };

    expect(decodeWireKeys(wire, productFields)).toEqual({
      logo: 'https://cdn.test/logo.png',
      name: 'QuickPeso',
      buttonText: 'Apply',
      rangeTitle: 'Amount',
      rangeDesc: '₱1.000 - ₱20.000',
      rate: '0.05%',
      description: 'Fast approval',
      enabled: 1,
      id: 42,
      tags: ['new'],
    });
  });

  it('decodes only the listed fields', () => {
    expect(
      decodeWireKeys({ ttl: 'Loan agreement', cur: 'https://x.test/c' }, ['agreementTitle']),
    ).toEqual({ agreementTitle: 'Loan agreement', cur: 'https://x.test/c' });
  });

  it('passes plain keys and unknown keys through', () => {
    const plain = { logo: 'a.png', name: 'Peso', enabled: 0, extra: 'x' };
    expect(decodeWireKeys(plain, productFields)).toEqual(plain);
  });

  it('keeps a falsy value sent under a wire key', () => {
    expect(decodeWireKeys({ ena: 0, pna: '' }, ['enabled', 'name'])).toEqual({
      enabled: 0,
      name: '',
    });
  });

  it('does not change its argument', () => {
    const wire = { plo: 'a.png' };
    decodeWireKeys(wire, ['logo']);
    expect(wire).toEqual({ plo: 'a.png' });
  });

  it('returns {} for anything but an object', () => {
    for (const value of [null, undefined, 'plo', 42, true, [{ plo: 'a.png' }]]) {
      expect(decodeWireKeys(value, productFields)).toEqual({});
    }
  });

  it('follows a custom key map', () => {
    const keys = createWireKeys({ logo: 'L1', lendDetailsUrl: 'u9' });
    expect(
      decodeWireKeys(
        { L1: 'a.png', plo: 'old', u9: 'https://x.test/l' },
        ['logo', 'lendDetailsUrl'],
        keys,
      ),
    ).toEqual({ logo: 'a.png', plo: 'old', lendDetailsUrl: 'https://x.test/l' });
  });
});

describe('encodeWireKeys', () => {
  it('writes the listed fields under their wire keys', () => {
    expect(
      encodeWireKeys(
        { logo: 'a.png', name: 'QuickPeso', enabled: 1, tags: ['new'] },
        productFields,
      ),
    ).toEqual({ plo: 'a.png', pna: 'QuickPeso', ena: 1, tags: ['new'] });
  });

  it('is the inverse of decodeWireKeys', () => {
    const domain = {
      logo: 'a.png',
      name: 'QuickPeso',
      buttonText: 'Apply',
      rangeTitle: 'Amount',
      rangeDesc: '₱1.000 - ₱20.000',
      rate: '0.05%',
      description: 'Fast approval',
      enabled: 0,
      id: 7,
      tags: ['hot'],
    };
    const wire = encodeWireKeys(domain, productFields);

    expect(wire).toEqual({
      plo: 'a.png',
      pna: 'QuickPeso',
      btx: 'Apply',
      rti: 'Amount',
      rde: '₱1.000 - ₱20.000',
      rat: '0.05%',
      dsc: 'Fast approval',
      ena: 0,
      pid: 7,
      tags: ['hot'],
    });
    expect(decodeWireKeys(wire, productFields)).toEqual(domain);
    expect(encodeWireKeys(decodeWireKeys(wire, productFields), productFields)).toEqual(wire);
  });

  it('follows a custom key map', () => {
    const keys = createWireKeys({ contractUrl: 'c7' });
    expect(encodeWireKeys({ contractUrl: 'https://x.test/c' }, ['contractUrl'], keys)).toEqual({
      c7: 'https://x.test/c',
    });
  });
});
