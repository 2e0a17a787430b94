// Types for openapi-artifacts.mjs (plain JavaScript, run by npm scripts without a TypeScript loader).
export declare function generateTypes(document: unknown): Promise<string>;
