/**
 * A real S3-protocol server for tests (s3rver, files in a temporary folder), so the S3
 * storage is tested over HTTP against the protocol rather than against a mocked client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3Storage, type S3StorageOptions } from '../../server/lib/s3Storage';

export interface TestS3Server {
  options: S3StorageOptions;
  close: () => Promise<void>;
}

export async function startS3Server(bucket = 'policia-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'policia-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export function testS3Storage(server: TestS3Server) {
  return s3Storage(server.options);
}
