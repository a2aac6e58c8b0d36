/** The part of s3rver 3.7 (no bundled types) the blob store's S3 contract run uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; resetOnClose?: boolean; configureBuckets?: { name: string }[] });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
