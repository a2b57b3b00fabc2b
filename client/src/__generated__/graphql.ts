/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** FEC importé sans être connecté (spec §3, « Anonymous FEC »), gardé par le navigateur. */
export type FecAnonymousInput = {
  /** Identifiant du FEC importé. */
  fecUuid: string | number;
  /** Jeton remis lors de l'import anonyme. */
  token: string;
};

/**
 * Rôle d'un utilisateur dans un compte (spec §6). Valeurs de l'API : `Role_Owner`, `Role_Manager`, `Role_Supervisor`,
 * `Role_Member`.
 */
export type UserRole =
  /** Gestionnaire : importe des FEC, lit et modifie tous les FEC, invite des gestionnaires et des membres (`Role_Manager`). */
  | 'ROLE_MANAGER'
  /** Membre : ne voit que les FEC qu'on lui a partagés (`Role_Member`). */
  | 'ROLE_MEMBER'
  /** Administrateur du compte (`Role_Owner`). */
  | 'ROLE_OWNER'
  /** Superviseur : voit tout, ne modifie rien (`Role_Supervisor`). */
  | 'ROLE_SUPERVISOR';

/** État d'un utilisateur (spec §4, « User state »). */
export type UserState =
  /** Bloqué : ne peut plus se connecter (`blocked`). */
  | 'BLOCKED'
  /** Invité : n'a pas encore confirmé son compte (`invited`). */
  | 'INVITED'
  /** Inscrit, en attente de la validation du code reçu par email (`pending`). */
  | 'PENDING'
  /** Compte confirmé (`registered`). */
  | 'REGISTERED';

export type MyAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountsQuery = { accounts: { items: Array<{ uuid: string, name: string, role: UserRole, current: boolean }> } };

export type SelectAccountMutationVariables = Exact<{
  accountUuid: string | number;
}>;


export type SelectAccountMutation = { selectAccount: { uuid: string, name: string } };

export type CurrentUserQueryVariables = Exact<{
  fecAnonymous?: FecAnonymousInput | null | undefined;
  justConnected?: boolean | null | undefined;
}>;


export type CurrentUserQuery = { me: { uuid: string, email: string, missingName: boolean, roles: Array<string>, nbFec: number, hasOtherAccounts: boolean, otherAccountsCount: number, forceSeeAnalysisUuid: string | null, impersonated: boolean, readOnly: boolean, state: UserState, userDetails: { firstName: string | null, lastName: string | null }, currentAccount: { uuid: string, name: string, role: UserRole }, permissions: { routes: Array<string>, can: unknown }, featuresInAccount: { branding: { principalColor: string | null, secondaryColor: string | null, primaryBisColor: string | null, indigoColor: string | null, logo: string | null }, import: { enabled: boolean, apiOnly: boolean } | null }, fecAttached: { anonymous: boolean, inDatabase: boolean, fecUuid: string | null, analysis: string | null } | null } | null };

export type SessionStateQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionStateQuery = { session: { connected: boolean, impersonating: boolean, forceSeeAnalysisUuid: string | null, impersonation: { accountUuid: string, userUuid: string } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type StartImpersonationMutationVariables = Exact<{
  accountUuid: string | number;
  userUuid: string | number;
  forceSeeAnalysisUuid?: string | number | null | undefined;
}>;


export type StartImpersonationMutation = { startImpersonation: { session: { impersonating: boolean } } };

export type LeaveImpersonationMutationVariables = Exact<{ [key: string]: never; }>;


export type LeaveImpersonationMutation = { leaveImpersonation: { session: { impersonating: boolean } } };


export const MyAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<MyAccountsQuery, MyAccountsQueryVariables>;
export const SelectAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SelectAccountMutation, SelectAccountMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecAnonymous"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FecAnonymousInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"justConnected"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecAnonymous"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecAnonymous"}}},{"kind":"Argument","name":{"kind":"Name","value":"justConnected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"justConnected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingName"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"nbFec"}},{"kind":"Field","name":{"kind":"Name","value":"hasOtherAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"otherAccountsCount"}},{"kind":"Field","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"impersonated"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}},{"kind":"Field","name":{"kind":"Name","value":"can"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuresInAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principalColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBisColor"}},{"kind":"Field","name":{"kind":"Name","value":"indigoColor"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"import"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"apiOnly"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecAttached"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"inDatabase"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const SessionStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"impersonating"}},{"kind":"Field","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"impersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"userUuid"}}]}}]}}]}}]} as unknown as DocumentNode<SessionStateQuery, SessionStateQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const StartImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartImpersonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startImpersonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"userUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forceSeeAnalysisUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonating"}}]}}]}}]}}]} as unknown as DocumentNode<StartImpersonationMutation, StartImpersonationMutationVariables>;
export const LeaveImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonating"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveImpersonationMutation, LeaveImpersonationMutationVariables>;
export function useMyAccountsQuery(options?: useQuery.Options<MyAccountsQuery, MyAccountsQueryVariables>) {
  return useQuery<MyAccountsQuery, MyAccountsQueryVariables>(MyAccountsDocument, options as useQuery.Options<MyAccountsQuery, MyAccountsQueryVariables>);
}
export function useMyAccountsLazyQuery(options?: useLazyQuery.Options<MyAccountsQuery, MyAccountsQueryVariables>) {
  return useLazyQuery<MyAccountsQuery, MyAccountsQueryVariables>(MyAccountsDocument, options);
}
export function useSelectAccountMutation(options?: useMutation.Options<SelectAccountMutation, SelectAccountMutationVariables>) {
  return useMutation<SelectAccountMutation, SelectAccountMutationVariables>(SelectAccountDocument, options);
}
export function useCurrentUserQuery(options?: useQuery.Options<CurrentUserQuery, CurrentUserQueryVariables>) {
  return useQuery<CurrentUserQuery, CurrentUserQueryVariables>(CurrentUserDocument, options as useQuery.Options<CurrentUserQuery, CurrentUserQueryVariables>);
}
export function useCurrentUserLazyQuery(options?: useLazyQuery.Options<CurrentUserQuery, CurrentUserQueryVariables>) {
  return useLazyQuery<CurrentUserQuery, CurrentUserQueryVariables>(CurrentUserDocument, options);
}
export function useSessionStateQuery(options?: useQuery.Options<SessionStateQuery, SessionStateQueryVariables>) {
  return useQuery<SessionStateQuery, SessionStateQueryVariables>(SessionStateDocument, options as useQuery.Options<SessionStateQuery, SessionStateQueryVariables>);
}
export function useSessionStateLazyQuery(options?: useLazyQuery.Options<SessionStateQuery, SessionStateQueryVariables>) {
  return useLazyQuery<SessionStateQuery, SessionStateQueryVariables>(SessionStateDocument, options);
}
export function useSignOutMutation(options?: useMutation.Options<SignOutMutation, SignOutMutationVariables>) {
  return useMutation<SignOutMutation, SignOutMutationVariables>(SignOutDocument, options);
}
export function useStartImpersonationMutation(options?: useMutation.Options<StartImpersonationMutation, StartImpersonationMutationVariables>) {
  return useMutation<StartImpersonationMutation, StartImpersonationMutationVariables>(StartImpersonationDocument, options);
}
export function useLeaveImpersonationMutation(options?: useMutation.Options<LeaveImpersonationMutation, LeaveImpersonationMutationVariables>) {
  return useMutation<LeaveImpersonationMutation, LeaveImpersonationMutationVariables>(LeaveImpersonationDocument, options);
}