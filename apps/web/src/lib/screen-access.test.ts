import type { UserRole } from '@trapline/contracts/common';
import { describe, expect, it } from 'vitest';
import { mayOpen, screenRoles } from './screen-access.ts';

const ALL: UserRole[] = ['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER', 'CLIENT'];
const who = (path: string) => ALL.filter((role) => mayOpen(role, path));

describe('screen access', () => {
  it('gives the companies, users and device-types areas to the managers (spec 1, section 6)', () => {
    for (const path of [
      '/app/companies',
      '/app/companies/create',
      '/app/companies/edit/$id',
      '/app/users',
      '/app/users/create',
      '/app/users/edit/abc',
      '/app/device-types/observations',
    ]) {
      expect(who(path), path).toEqual(['ADMIN', 'COMPANY_ADMIN']);
    }
  });

  it('gives the admin area to the super admin only', () => {
    expect(who('/app/admin/devices/actions')).toEqual(['ADMIN']);
    expect(who('/app/admin')).toEqual(['ADMIN']);
  });

  it('keeps the LoRa section from the client, its forms for the managers and the unclaimed uplinks for the super admin', () => {
    expect(who('/app/lora')).toEqual(['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER']);
    expect(who('/app/lora/devices/details/$loraDeviceUuid')).toEqual(['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER']);
    expect(who('/app/lora/devices/create')).toEqual(['ADMIN', 'COMPANY_ADMIN']);
    expect(who('/app/lora/devices/edit/$loraDeviceUuid')).toEqual(['ADMIN']);
    expect(who('/app/lora/gateways/edit/0b1c')).toEqual(['ADMIN', 'COMPANY_ADMIN']);
    expect(who('/app/lora/unclaimed')).toEqual(['ADMIN']);
  });

  it('keeps the set-up of a place from the restricted type and radio options for the admins', () => {
    expect(who('/app/places/edit/$placeId/radio-options')).toEqual(['ADMIN', 'COMPANY_ADMIN']);
    expect(who('/app/places/edit/5f1e/radio-options')).toEqual(['ADMIN', 'COMPANY_ADMIN']);
    expect(who('/app/places/edit/$placeId/zones')).toEqual(['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER']);
    expect(who('/app/places/create')).toEqual(['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER']);
    expect(who('/app/places/edit/$placeId/devices/create')).toEqual(['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER']);
    expect(who('/app/places/edit/$placeId/devices/$deviceUuid/edit')).toEqual(['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER']);
  });

  it('opens everything else to every signed-in user', () => {
    for (const path of [
      '/app',
      '/app/dashboard',
      '/app/places',
      '/app/places/edit/$placeId',
      '/app/places/edit/abc/devices',
      '/app/places/edit/abc/devices/def',
      '/app/places/edit/abc/map',
      '/app/account/notifications',
    ]) {
      expect(who(path), path).toEqual(ALL);
      expect(screenRoles(path), path).toBeNull();
    }
  });

  it('reads route ids with a trailing slash and leaves a signed-out caller out of gated screens', () => {
    expect(who('/app/users/')).toEqual(['ADMIN', 'COMPANY_ADMIN']);
    expect(mayOpen(undefined, '/app/users')).toBe(false);
    expect(mayOpen(undefined, '/app/dashboard')).toBe(true);
  });

  it('does not take a longer segment for a gated one', () => {
    expect(who('/app/usersettings')).toEqual(ALL);
    expect(who('/app/places/edit/$placeId/zones-archive')).toEqual(ALL);
  });
});
