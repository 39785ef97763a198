#!/usr/bin/env node
// The `versa` command (`versa routes <module> [--json] [--version <v>]`): runs the built CLI in dist/.
// It exits once its output is written: the module it loads may have started a server or a timer.
import { main } from "../dist/cli/index.js";

const code = await main(process.argv.slice(2));
process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
