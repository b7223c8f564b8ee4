import { describe, expect, it } from 'vitest';
import { s3StorageFrom } from './s3.ts';

describe('s3StorageFrom', () => {
  const env = { S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: true };

  it('names no store without an endpoint: files go to the local disk', () => {
    expect(s3StorageFrom(env)).toBeNull();
  });

  it('builds the store the environment names, path-style or by bucket host', () => {
    const named = { ...env, S3_ENDPOINT: 'https://s3.example.test/base/', S3_BUCKET: 'trapline', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(s3StorageFrom(named)?.urlOf('places/a.pdf')).toBe('https://s3.example.test/base/trapline/places/a.pdf');
    expect(s3StorageFrom({ ...named, S3_FORCE_PATH_STYLE: false })?.urlOf('places/a.pdf')).toBe('https://trapline.s3.example.test/base/places/a.pdf');
  });
});
