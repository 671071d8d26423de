import { describe, expect, it } from "vitest";
import { s3Settings } from "~/storage/create-storage.server";
import { parseEnv } from "./env.server";

const S3 = {
  S3_BUCKET: "media",
  S3_REGION: "eu-central-1",
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
  S3_FORCE_PATH_STYLE: "true",
};

describe("S3 settings", () => {
  it("leave storage on local disk when none is set, or all are empty", () => {
    expect(s3Settings(parseEnv({}))).toBeNull();
    expect(s3Settings(parseEnv({ S3_BUCKET: "", S3_REGION: "", S3_ENDPOINT: "", MEDIA_PUBLIC_URL: "" }))).toBeNull();
  });

  it("select the bucket when complete; the endpoint may be left to AWS", () => {
    expect(s3Settings(parseEnv(S3))).toEqual({
      bucket: "media",
      region: "eu-central-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    const aws = parseEnv({ ...S3, S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: "" });
    expect(s3Settings(aws)).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it("refuse a partial configuration at start-up, naming what is missing", () => {
    expect(() => parseEnv({ S3_BUCKET: "media", S3_REGION: "eu-central-1" })).toThrow(
      /S3_ACCESS_KEY_ID: is required once any S3_\* setting or MEDIA_PUBLIC_URL is set\n {2}S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: "https://cdn.example.com/media" })).toThrow("S3_BUCKET: is required");
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: "true" })).toThrow("S3_BUCKET: is required");
  });

  it("refuse malformed addresses", () => {
    expect(() => parseEnv({ ...S3, S3_ENDPOINT: "127.0.0.1:9000" })).toThrow("S3_ENDPOINT");
    expect(() => parseEnv({ ...S3, MEDIA_PUBLIC_URL: "https://cdn.example.com/" })).toThrow("MEDIA_PUBLIC_URL: must be an http");
    expect(parseEnv({ ...S3, MEDIA_PUBLIC_URL: "https://cdn.example.com/media" }).MEDIA_PUBLIC_URL).toBe("https://cdn.example.com/media");
  });
});
