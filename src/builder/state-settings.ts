/**
 * A level's settings in the builders' type state: the parsed url prefix, version and version
 * prefix that a blueprint, group or app sets, how an options object or a setter turns into them,
 * and how two levels' settings compose. Plain interface plus generic interface, as the entries
 * (see state-entries.ts): an instantiated interface is not re-instantiated by the mappers that reach it.
 */
import type { Join, Rel } from "../path/join.js";
import type { Param, Parse } from "../path/parse.js";
import type { VersionPrefixText, VersionSettingText } from "../path/version.js";
import type { IsAny, IsNonLiteral } from "../core/types.js";

/** A url prefix, version prefix or path, parsed once where it is set. */
export interface AnyParsedPrefix {
  /** normal form */
  path: string;
  /** collision key: parameters reduced to their types */
  key: string;
  params: Param;
}
/** An {@link AnyParsedPrefix} with its parts as arguments. */
export interface ParsedPrefix<Path extends string, Key extends string, Params extends Param> extends AnyParsedPrefix {
  path: Path;
  key: Key;
  params: Params;
}

/** A container's own settings, each `undefined` until set (the url prefix is empty until set). */
export interface AnyLevelSettings {
  prefix: AnyParsedPrefix;
  version: string | undefined;
  versionPrefix: AnyParsedPrefix | undefined;
}
/** An {@link AnyLevelSettings} with its parts as arguments. */
export interface LevelSettings<Prefix extends AnyParsedPrefix, Version extends string | undefined, VersionPrefix extends AnyParsedPrefix | undefined>
  extends AnyLevelSettings {
  prefix: Prefix;
  version: Version;
  versionPrefix: VersionPrefix;
}

export type NoPrefix = ParsedPrefix<"", "", never>;
/** The settings of a level that sets nothing. */
export type NoSettings = LevelSettings<NoPrefix, undefined, undefined>;

/** A literal prefix or path, parsed: its normal form, key and parameters. */
export type PrefixOf<S extends string> = IsNonLiteral<S> extends true
  ? ParsedPrefix<string, never, never>
  : Parse<Rel<S>> extends [infer Ps extends Param, infer K extends string]
    ? ParsedPrefix<Rel<S>, K, Ps>
    : NoPrefix;

/** A literal version prefix, parsed. */
export type VersionPrefixOf<S extends string> = IsNonLiteral<S> extends true
  ? ParsedPrefix<string, never, never>
  : Parse<VersionPrefixText<S>> extends [infer Ps extends Param, infer K extends string]
    ? ParsedPrefix<VersionPrefixText<S>, K, Ps>
    : NoPrefix;

/** The version text of an option value (a list's as a union, a range's as `"2.."`: see
 * `VersionSettingText`), `undefined` when not given; `any` is a non-literal `string`. */
export type VersionOpt<V> = [V] extends [undefined] ? (IsAny<V> extends true ? string : undefined) : VersionSettingText<V>;
/** The version prefix of an option value, `undefined` when not given; `any` is a non-literal `string`. */
export type VersionPrefixOpt<VP> = [VP] extends [undefined] ? (IsAny<VP> extends true ? VersionPrefixOf<string> : undefined) : VersionPrefixOf<VP & string>;

/** A container's settings from its options object (each `undefined` when not given, `any` as `string`). */
export type SettingsOf<UrlPrefix, Version, VersionPrefix> = LevelSettings<
  [UrlPrefix] extends [undefined] ? (IsAny<UrlPrefix> extends true ? PrefixOf<string> : NoPrefix) : PrefixOf<UrlPrefix & string>,
  VersionOpt<Version>,
  VersionPrefixOpt<VersionPrefix>
>;
export type SetPrefix<C extends AnyLevelSettings, S extends string> = LevelSettings<PrefixOf<S>, C["version"], C["versionPrefix"]>;
export type SetVersion<C extends AnyLevelSettings, V> = LevelSettings<C["prefix"], IsAny<V> extends true ? string : VersionSettingText<V>, C["versionPrefix"]>;
export type SetVersionPrefix<C extends AnyLevelSettings, S extends string> = LevelSettings<C["prefix"], C["version"], VersionPrefixOf<S>>;

/**
 * Settings `In` under a level whose settings are `Out`: the prefixes joined (`Out`'s in front), the
 * version and version prefix `In` sets, else `Out`'s. Lifting under it is lifting under `In` and then
 * under `Out` (`Join` is associative; a route's own version wins over both).
 */
export type UnderLevel<In extends AnyLevelSettings, Out extends AnyLevelSettings> = Out extends NoSettings
  ? In
  : In extends NoSettings
    ? Out
    : LevelSettings<
        ParsedPrefix<`${Join<Out["prefix"]["path"], "">}${Join<In["prefix"]["path"], "">}`, `${Join<Out["prefix"]["key"], "">}${Join<In["prefix"]["key"], "">}`, In["prefix"]["params"] | Out["prefix"]["params"]>,
        In["version"] extends undefined ? Out["version"] : In["version"],
        In["versionPrefix"] extends undefined ? Out["versionPrefix"] : In["versionPrefix"]
      >;
