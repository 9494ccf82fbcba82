// The one part of http_ece's API tests/support/push-receiver.ts uses (it ships no types).
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
