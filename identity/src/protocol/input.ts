import { invalidParameter, serialization } from '../errors';

/**
 * Reads an operation's JSON input with Cognito's validation messages, e.g.
 * "1 validation error detected: Value null at 'clientId' failed to satisfy constraint: Member must not be null".
 */
export class Input {
  constructor(private readonly body: Record<string, unknown>) {}

  has(name: string): boolean {
    return this.body[name] !== undefined && this.body[name] !== null;
  }

  optionalString(
    name: string,
    limits: { min?: number; max?: number; pattern?: RegExp; patternText?: string } = {},
  ) {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string')
      throw serialization(`Unexpected value type for '${member(name)}': expected a string`);
    if (limits.min !== undefined && value.length < limits.min) {
      throw violation(name, `Member must have length greater than or equal to ${limits.min}`);
    }
    if (limits.max !== undefined && value.length > limits.max) {
      throw violation(name, `Member must have length less than or equal to ${limits.max}`);
    }
    if (limits.pattern && !limits.pattern.test(value)) {
      throw violation(
        name,
        `Member must satisfy regular expression pattern: ${limits.patternText ?? limits.pattern.source}`,
      );
    }
    return value;
  }

  string(
    name: string,
    limits: { min?: number; max?: number; pattern?: RegExp; patternText?: string } = {},
  ): string {
    const value = this.optionalString(name, limits);
    if (value === undefined) throw mustNotBeNull(name);
    return value;
  }

  /** A boolean member (AdminSetUserPassword's Permanent); absent → undefined. */
  optionalBoolean(name: string): boolean | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean')
      throw serialization(`Unexpected value type for '${member(name)}': expected a boolean`);
    return value;
  }

  /** A map of strings (AuthParameters, ChallengeResponses, ClientMetadata). */
  stringMap(name: string): Record<string, string> {
    const value = this.body[name];
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw serialization(`Unexpected value type for '${member(name)}': expected a map`);
    }
    const out: Record<string, string> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v !== 'string')
        throw serialization(`Unexpected value type in '${member(name)}': expected strings`);
      out[key] = v;
    }
    return out;
  }

  /** A list of { Name, Value } (UserAttributes); `required` makes a missing list Cognito's null error. */
  attributes(
    name: string,
    options: { required?: boolean } = {},
  ): { Name: string; Value: string }[] | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) {
      if (options.required) throw mustNotBeNull(name);
      return undefined;
    }
    if (!Array.isArray(value))
      throw serialization(`Unexpected value type for '${member(name)}': expected a list`);
    if (value.length > 100) throw violation(name, 'Member must have length less than or equal to 100');
    return value.map((item) => {
      const entry = item as { Name?: unknown; Value?: unknown } | null;
      if (!entry || typeof entry !== 'object' || typeof entry.Name !== 'string') {
        throw invalidParameter(
          `1 validation error detected: Value null at '${member(name)}.member.name' failed to satisfy constraint: Member must not be null`,
        );
      }
      if (entry.Value !== undefined && entry.Value !== null && typeof entry.Value !== 'string') {
        throw serialization(`Unexpected value type for '${member(name)}.member.value': expected a string`);
      }
      const v = (entry.Value as string | undefined) ?? '';
      if (entry.Name.length > 32 || entry.Name.length < 1)
        throw violation(`${name}.member.name`, 'Member must have length less than or equal to 32');
      if (v.length > 2048)
        throw violation(`${name}.member.value`, 'Member must have length less than or equal to 2048');
      return { Name: entry.Name, Value: v };
    });
  }

  /** A list of strings (DesiredDeliveryMediums). */
  stringList(name: string): string[] | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
      throw serialization(`Unexpected value type for '${member(name)}': expected a list of strings`);
    }
    return value as string[];
  }
}

/** Cognito names members in camelCase in its messages: ClientId → clientId. */
function member(name: string): string {
  return name
    .split('.')
    .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
    .join('.');
}

function mustNotBeNull(name: string) {
  return invalidParameter(
    `1 validation error detected: Value null at '${member(name)}' failed to satisfy constraint: Member must not be null`,
  );
}

function violation(name: string, constraint: string) {
  return invalidParameter(
    `1 validation error detected: Value at '${member(name)}' failed to satisfy constraint: ${constraint}`,
  );
}

/** Cognito's constraints on common members. */
export const LIMITS = {
  clientId: { min: 1, max: 128, pattern: /^[\w+]+$/ },
  username: { min: 1, max: 128, pattern: /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u },
  password: { max: 256, pattern: /^\S(?:.*\S)?$/su, patternText: '^[\\S]+.*[\\S]+$' },
  code: { min: 1, max: 2048, pattern: /^\S+$/ },
  token: { max: 8192, pattern: /^[A-Za-z0-9\-_=.]+$/ },
  secretHash: { min: 1, max: 128 },
  session: { min: 20, max: 2048 },
  groupName: { min: 1, max: 128, pattern: /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u },
  poolId: { min: 1, max: 55, pattern: /^[\w-]+_[0-9a-zA-Z]+$/ },
} as const;
