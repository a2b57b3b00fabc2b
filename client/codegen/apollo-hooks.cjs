/**
 * graphql-codegen plugin of the project's own: `useXxxQuery`, `useXxxLazyQuery` and `useXxxMutation`
 * hooks over the typed documents, importing from `@apollo/client/react` (Apollo Client 4: the
 * typescript-react-apollo plugin no longer produces hooks that compile against it).
 */
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    const used = new Set();
    for (const { document } of documents) {
      for (const def of document?.definitions ?? []) {
        if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
        const name = pascal(def.name.value);
        const required = (def.variableDefinitions ?? []).some(
          (v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue,
        );
        const opt = required ? '' : '?';
        if (def.operation === 'query') {
          const data = `${name}Query`;
          const vars = `${name}QueryVariables`;
          used.add('useQuery').add('useLazyQuery');
          lines.push(
            `export function use${name}Query(options${opt}: useQuery.Options<${data}, ${vars}>) {`,
            `  return useQuery<${data}, ${vars}>(${name}Document, options as useQuery.Options<${data}, ${vars}>);`,
            '}',
            `export function use${name}LazyQuery(options?: useLazyQuery.Options<${data}, ${vars}>) {`,
            `  return useLazyQuery<${data}, ${vars}>(${name}Document, options);`,
            '}',
          );
        } else if (def.operation === 'mutation') {
          const data = `${name}Mutation`;
          const vars = `${name}MutationVariables`;
          used.add('useMutation');
          lines.push(
            `export function use${name}Mutation(options?: useMutation.Options<${data}, ${vars}>) {`,
            `  return useMutation<${data}, ${vars}>(${name}Document, options);`,
            '}',
          );
        }
      }
    }
    if (lines.length === 0) return '';
    return {
      prepend: [`import { ${[...used].sort().join(', ')} } from '@apollo/client/react';`],
      content: lines.join('\n'),
    };
  },
};
