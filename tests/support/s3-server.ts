// A real S3-protocol server (s3rver) in a child process on 127.0.0.1, storing
// into a fresh temp folder, for tests of the S3 storage driver.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver's fixed development credentials. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  stop(): Promise<void>;
}

const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("s3rver/package.json")),
  "bin/s3rver.js",
);

export async function startS3Server(bucket = "coastal-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "coastal-s3-"));
  // Port 0: the OS picks a free port, which s3rver prints once it listens.
  const child = spawn(
    process.execPath,
    [cli, "-d", directory, "-a", "127.0.0.1", "-p", "0", "--silent", "--configure-bucket", bucket],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (error) {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/S3rver listening on [\d.]+:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}:\n${output}`));
    });
  });
}
