/**
 * versa/client: typed fetch helpers generated from an app's type. Imports the server only as
 * types, so it ships in a browser bundle.
 */
export {};
