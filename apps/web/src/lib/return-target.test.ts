import { describe, expect, it } from 'vitest';
import { isAppAddress, returnTargetOf } from './return-target.ts';

describe('the sign-in return target', () => {
  it('keeps addresses inside the app, except its start screens', () => {
    expect(returnTargetOf('/app?qr=K7QM3XPD9RTA')).toBe('/app?qr=K7QM3XPD9RTA');
    expect(returnTargetOf('/app/places/edit/3/devices')).toBe('/app/places/edit/3/devices');
    expect(returnTargetOf('/app')).toBeUndefined();
    expect(returnTargetOf('/app/')).toBeUndefined();
    expect(returnTargetOf('/app/dashboard')).toBeUndefined();
  });

  it('never leads to another site', () => {
    for (const bad of ['//evil.test/app', 'https://evil.test/app', '/apple', '/app\\evil', '/auth/login', 42, undefined]) expect(isAppAddress(bad)).toBe(false);
    expect(isAppAddress('/app/qrcodes')).toBe(true);
  });
});
