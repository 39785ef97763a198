export { compose, type Compose } from "./compose.js";
export { collapse, join, rel, type Collapse, type Join, type Rel } from "./join.js";
export { declaredNames, parse, type CheckPath, type Parse, type ParamSegment, type Parsed, type Segment, type StaticSegment } from "./parse.js";
export { NO_MATCH, paramKind, paramTypes, type ParamTypeMap, type ParamTypeName } from "./param-types.js";
export { emptyParams, paramsOf, type AnyParams, type ParamsOf } from "./params.js";
export { MALFORMED, splitPath } from "./segments.js";
export { versionPrefixText, versionText, type CheckVersion, type CheckVersionPrefix, type VersionInput, type VersionPrefixText, type VersionText } from "./version.js";
