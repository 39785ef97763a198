#!/usr/bin/env node
// The `versa` command (`versa routes <module> [--json] [--version <v>]`): runs the built CLI in dist/.
import { main } from "../dist/cli/index.js";

process.exitCode = await main(process.argv.slice(2));
