import { describe, expect, it } from 'vitest';
import { invitationState } from './invitation.tsx';

describe('invitationState', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('is nothing without an outstanding invitation', () => {
    expect(invitationState({ invitation: null }, now)).toBeNull();
  });
  it('is pending while the link works and expired after', () => {
    const invitation = { sentAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z' };
    expect(invitationState({ invitation }, now)).toBe('pending');
    expect(invitationState({ invitation }, Date.parse(invitation.expiresAt))).toBe('expired');
  });
});
