// openapi-typescript builds its output with TypeScript 5's compiler API, which TypeScript 7 (the
// project's compiler) no longer has: within openapi-typescript, `typescript` resolves to `typescript5`.
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/'))
    return next('typescript5', context);
  return next(specifier, context);
}
