import { defaultConfig } from '../config';
import { checkPasswordPolicy } from './password-policy';

const base = defaultConfig().password;

describe('checkPasswordPolicy', () => {
  it('asks for 6 characters by default, and nothing else', () => {
    expect(() => checkPasswordPolicy('abcde', base)).toThrow(
      'Password did not conform with policy: Password not long enough',
    );
    expect(() => checkPasswordPolicy('abcdef', base)).not.toThrow();
    expect(() => checkPasswordPolicy('éèàùç€', base)).not.toThrow();
  });

  it('applies each optional requirement with Cognito’s message', () => {
    const strict = {
      ...base,
      requireLowercase: true,
      requireUppercase: true,
      requireNumbers: true,
      requireSymbols: true,
    };
    const cases: [string, string][] = [
      ['ABCDEF1!', 'Password must have lowercase characters'],
      ['abcdef1!', 'Password must have uppercase characters'],
      ['Abcdefg!', 'Password must have numeric characters'],
      ['Abcdefg1', 'Password must have symbol characters'],
    ];
    for (const [password, reason] of cases) {
      expect(() => checkPasswordPolicy(password, strict)).toThrow(
        `Password did not conform with policy: ${reason}`,
      );
    }
    expect(() => checkPasswordPolicy('Abcdef1!', strict)).not.toThrow();
  });
});
