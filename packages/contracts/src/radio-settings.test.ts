import { RADIO_SETTING_PORTS } from '@trapline/lora-codec/downlink';
import { describe, expect, it } from 'vitest';
import { RADIO_PORTS } from './radio-settings.ts';

describe('radio settings', () => {
  it('go out on the ports the downlink encoder sends radio settings on', () => {
    expect(Object.values(RADIO_PORTS).map(({ port }) => port)).toEqual([...RADIO_SETTING_PORTS]);
  });
});
