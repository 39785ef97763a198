/** Version settings as `versionSetting` reads them (src/path/version.ts): a range's own messages. */
import { describe, expect, test } from "vitest";
import { app, blueprint, group, VersionError } from "versa";
import { versionRangeErrors } from "../cases/errors.js";
import { thrown } from "../cases/thrown.js";

const h = () => "";

describe("an invalid range is named as a range", () => {
  test.each(versionRangeErrors)("$version", ({ version, message }) => {
    const e = thrown(() => app({ versions: [1, 2, 3] }).get("/x", { version: version as never }, h));
    expect(e).toBeInstanceOf(VersionError);
    expect(e.message).toBe(message);
    expect(e).toMatchObject({ code: "INVALID_VERSION" });
  });
  test("at each level, where it is set", () => {
    const missing = "since is missing";
    expect(() => blueprint("a", { version: { until: 2 } as never })).toThrow(`Invalid version range at blueprint 'a': ${missing}`);
    expect(() => blueprint("a").version({ until: 2 } as never)).toThrow(`Invalid version range at blueprint 'a': ${missing}`);
    expect(() => group({ version: { since: "x" } as never })).toThrow(`Invalid version range at group: since "x" is not a version`);
    expect(() => app().blueprint(blueprint("a"), { version: { until: 2 } as never })).toThrow(`Invalid version range at registration: ${missing}`);
  });
  test("an object that is no range keeps the setting's message", () => {
    expect(() => blueprint("a", { version: {} as never })).toThrow("Invalid version at blueprint 'a': expected a version, a list of versions such as [1, 2], or a range such as { since: 2 } or { since: 1, until: 3 }, got an object");
  });
});
