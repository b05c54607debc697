/**
 * File storage on S3-compatible object storage (AWS S3, MinIO, Ceph...). Chosen by
 * configuration (S3_BUCKET and friends, see README); several API instances then share
 * every stored file. Uploads stream through multipart upload and downloads stream the
 * object's body, so no whole file is held in memory.
 */
import { Readable, Writable, PassThrough } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type FileStorage, type StoredFile } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  endpoint?: string;
  /** MinIO-like servers address buckets by path, not by host name. */
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prefix of every key, so one bucket can serve several deployments. */
  prefix?: string;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

export function s3Storage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Checksums only where the operation requires them: S3-compatible servers differ in
    // which of the newer checksum headers they understand.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => prefix + checkedKey(key);

  return {
    client,
    async writeStream(key) {
      const body = new PassThrough();
      const upload = new Upload({ client, params: { Bucket: options.bucket, Key: objectKey(key), Body: body }, queueSize: 2 });
      const done = upload.done();
      // Keep a rejection observed until `final` awaits it.
      done.catch(() => undefined);
      // The writer's pipeline finishes only once the object is stored.
      return new Writable({
        write(chunk, _encoding, callback) {
          if (body.write(chunk)) callback();
          else body.once('drain', () => callback());
        },
        final(callback) {
          body.end();
          done.then(() => callback(), (error: Error) => callback(error));
        },
        destroy(error, callback) {
          if (error) void upload.abort().catch(() => undefined);
          body.destroy();
          callback(error);
        },
      });
    },
    async readStream(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    async list(folder) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: `${objectKey(folder)}/`, Delimiter: '/', ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async listTree(folder) {
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        // No delimiter: every object under the folder, at any depth.
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: `${objectKey(folder)}/`, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key) files.push({ key: item.Key.slice(prefix.length), modifiedAt: item.LastModified ?? new Date(0) });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
  };
}
