import { describe, expect, it } from 'vitest';
import {
  fileValidity,
  localDate,
  ZCreateCompanyFileFields,
  ZCreatePlaceFileFields,
  ZFileCategoryRequest,
  ZPlaceFileEditForm,
  ZUpdateCompanyFileRequest,
} from './files.ts';

describe('company file validity badge', () => {
  const today = '2026-03-10';

  it('is grey without a date', () => {
    expect(fileValidity(null, today)).toBe('none');
    expect(fileValidity(undefined, today)).toBe('none');
    expect(fileValidity('', today)).toBe('none');
  });

  it('is red once the last valid day has passed', () => {
    expect(fileValidity('2026-03-09', today)).toBe('expired');
    expect(fileValidity('2025-12-31', today)).toBe('expired');
  });

  it('is yellow from the last valid day back to 7 days before it', () => {
    expect(fileValidity('2026-03-10', today)).toBe('expiring');
    expect(fileValidity('2026-03-11', today)).toBe('expiring');
    expect(fileValidity('2026-03-17', today)).toBe('expiring');
  });

  it('is green when the date is further away', () => {
    expect(fileValidity('2026-03-18', today)).toBe('valid');
    expect(fileValidity('2027-01-01', today)).toBe('valid');
  });

  it('counts calendar days across a daylight-saving change and a month end', () => {
    expect(fileValidity('2026-04-05', '2026-03-29')).toBe('expiring');
    expect(fileValidity('2026-04-06', '2026-03-29')).toBe('valid');
    expect(fileValidity('2026-03-01', '2026-02-28')).toBe('expiring');
  });

  it('reads the local calendar day of a moment', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('file forms', () => {
  it('require a non-empty category name', () => {
    expect(ZFileCategoryRequest.safeParse({ name: '  ' }).success).toBe(false);
    expect(ZFileCategoryRequest.parse({ name: ' Certyfikaty ', description: '' })).toEqual({ name: 'Certyfikaty', description: null });
  });

  it('read the upload fields of a place file: name and category required', () => {
    expect(ZCreatePlaceFileFields.parse({ name: 'Umowa', fileCategoryId: '3' })).toEqual({ name: 'Umowa', fileCategoryId: 3 });
    expect(ZCreatePlaceFileFields.safeParse({ name: '', fileCategoryId: '3' }).success).toBe(false);
    expect(ZCreatePlaceFileFields.safeParse({ name: 'Umowa' }).error?.issues[0]?.message).toBe('category_required');
    expect(ZCreatePlaceFileFields.safeParse({ name: 'Umowa', fileCategoryId: 'abc' }).success).toBe(false);
  });

  it('require name and note when a place file is edited', () => {
    expect(ZPlaceFileEditForm.safeParse({ name: 'Umowa', note: '', fileCategoryId: 1 }).success).toBe(false);
    expect(ZPlaceFileEditForm.safeParse({ name: 'Umowa', note: 'Aneks', fileCategoryId: 1 }).success).toBe(true);
  });

  it('take validUntil as an optional calendar date', () => {
    expect(ZCreateCompanyFileFields.parse({ name: 'Certyfikat', categoryId: '1', validUntil: '' })).toMatchObject({ validUntil: null });
    expect(ZCreateCompanyFileFields.parse({ name: 'Certyfikat', categoryId: '1', validUntil: '2026-12-31' })).toMatchObject({ validUntil: '2026-12-31' });
    expect(ZCreateCompanyFileFields.safeParse({ name: 'Certyfikat', categoryId: '1', validUntil: '31.12.2026' }).success).toBe(false);
    expect(ZUpdateCompanyFileRequest.parse({ validUntil: null })).toEqual({ validUntil: null });
    expect(ZUpdateCompanyFileRequest.parse({})).toEqual({});
  });
});
