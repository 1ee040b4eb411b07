import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.ts';
import { BackupError } from './backup-file.ts';

/** Where backups go: a folder, or a bucket of any S3-compatible store (AWS, MinIO, R2, ...). */
export type BackupTarget = {
  /** The folder's path or `s3://bucket/prefix`, as the dashboard shows it. */
  where: string;
  write: (name: string, body: Readable) => Promise<{ sizeBytes: number }>;
  read: (name: string) => Promise<Readable>;
  /** The backups there, oldest first. */
  list: () => Promise<{ name: string; sizeBytes: number }[]>;
  remove: (name: string) => Promise<void>;
};

type S3Settings = {
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** `tabi-backup-20261129T030000Z.sql.gz`: the instant in UTC, so names sort as time does. */
const BACKUP_NAME = /^tabi-backup-\d{8}T\d{6}Z\.sql\.gz$/;

export function backupName(at: Date): string {
  return `tabi-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.sql.gz`;
}

/** The instant a backup's name says it was taken. */
export function takenAt(name: string): Date {
  const [, y, mo, d, h, mi, s] = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name)!;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

export function backupTarget(where: string, s3: S3Settings): BackupTarget {
  return where.startsWith('s3://') ? s3Target(where, s3) : folderTarget(path.resolve(where));
}

/** `where`, or the target the configuration names (BACKUP_TARGET), with the configuration's S3 settings. */
export function backupTargetOf(config: Config, where = config.backupTarget): BackupTarget {
  return backupTarget(where, {
    endpoint: config.BACKUP_S3_ENDPOINT,
    region: config.BACKUP_S3_REGION,
    accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY,
  });
}

function notFound(name: string, where: string): BackupError {
  return new BackupError(`There is no backup ${name} in ${where}.`);
}

/** A folder: written under a temporary name and renamed when complete, so a half-written file never counts. */
function folderTarget(folder: string): BackupTarget {
  return {
    where: folder,
    async write(name, body) {
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const partial = path.join(folder, `.${name}.partial`);
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await fs.rename(partial, path.join(folder, name));
      } finally {
        await fs.rm(partial, { force: true });
      }
      return { sizeBytes: (await fs.stat(path.join(folder, name))).size };
    },
    async read(name) {
      const file = path.join(folder, path.basename(name));
      if (!isBackupName(path.basename(name)) || !(await fs.stat(file).catch(() => null))) {
        throw notFound(name, folder);
      }
      return createReadStream(file);
    },
    async list() {
      const names = (await fs.readdir(folder).catch(() => [] as string[])).filter(isBackupName).sort();
      return Promise.all(
        names.map(async (name) => ({ name, sizeBytes: (await fs.stat(path.join(folder, name))).size })),
      );
    },
    async remove(name) {
      await fs.rm(path.join(folder, path.basename(name)), { force: true });
    },
  };
}

/** A bucket and key prefix; the upload is multipart and streamed, so a backup never sits whole in memory. */
function s3Target(where: string, settings: S3Settings): BackupTarget {
  const url = new URL(where);
  const bucket = url.hostname;
  const prefix = url.pathname.replace(/^\/+/, '').replace(/([^/])$/, '$1/');
  const client = new S3Client({
    region: settings.region,
    // A self-hosted store (MinIO and the like) answers on its own address, bucket in the path.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  return {
    where: `s3://${bucket}/${prefix}`,
    async write(name, body) {
      let sizeBytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sizeBytes += chunk.length;
          done(null, chunk);
        },
      });
      const reading = pipeline(body, counted);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: prefix + name, Body: counted, ContentType: 'application/gzip' },
      });
      await Promise.all([reading, upload.done()]);
      return { sizeBytes };
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + name }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) throw notFound(name, where);
        throw error;
      }
    },
    async list() {
      const found: { name: string; sizeBytes: number }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(prefix.length);
          if (isBackupName(name)) found.push({ name, sizeBytes: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => a.name.localeCompare(b.name));
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + name }));
    },
  };
}
