import { describe, expect, it } from 'vitest';
import { forbiddenParents } from './zone-tree.ts';

describe('company zone parents', () => {
  it('exclude the zone itself and all its descendants', () => {
    const zones = [
      { uuid: 'region', parentZoneUuid: null },
      { uuid: 'city', parentZoneUuid: 'region' },
      { uuid: 'district', parentZoneUuid: 'city' },
      { uuid: 'other', parentZoneUuid: null },
    ];
    expect([...forbiddenParents(zones, 'region')].sort()).toEqual(['city', 'district', 'region']);
    expect([...forbiddenParents(zones, 'district')]).toEqual(['district']);
  });
});
