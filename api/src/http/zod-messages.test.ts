import { z } from 'zod';
import './zod-messages';

/** The first issue's message of `schema` on `input`. */
function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return result.error.issues[0].message;
}

describe('French validation messages', () => {
  it('says a missing or null required field is required', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Ce champ est obligatoire.');
    expect(messageOf(z.object({ n: z.number() }), { n: null })).toBe('Ce champ est obligatoire.');
    expect(messageOf(z.object({ r: z.enum(['a', 'b']) }), {})).toBe('Ce champ est obligatoire.');
    expect(messageOf(z.string().min(1), '')).toBe('Ce champ est obligatoire.');
  });

  it('names the expected type in French', () => {
    expect(messageOf(z.number(), 'douze')).toBe('Veuillez saisir un nombre.');
    expect(messageOf(z.coerce.number(), 'abc')).toBe('Veuillez saisir un nombre.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Veuillez saisir un nombre entier.');
    expect(messageOf(z.string(), 12)).toBe('Veuillez saisir un texte.');
    expect(messageOf(z.boolean(), 'peut-être')).toBe('La valeur doit être vrai ou faux.');
    expect(messageOf(z.array(z.string()), 'x')).toBe('Une liste est attendue.');
    expect(messageOf(z.object({}), [])).toBe('Un objet est attendu.');
  });

  it('gives bounds of numbers, strings and lists', () => {
    expect(messageOf(z.number().min(1), 0)).toBe('La valeur doit être supérieure ou égale à 1.');
    expect(messageOf(z.number().positive(), 0)).toBe('La valeur doit être supérieure à 0.');
    expect(messageOf(z.number().max(1000), 1001)).toBe('La valeur doit être inférieure ou égale à 1 000.');
    expect(messageOf(z.string().max(255), 'x'.repeat(256))).toBe(
      'Ce champ est trop long : 255 caractères au maximum.',
    );
    expect(messageOf(z.string().min(6), 'abc')).toBe('6 caractères au minimum.');
    expect(messageOf(z.string().length(9), 'abc')).toBe('Ce champ doit contenir exactement 9 caractères.');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Au moins un élément est requis.');
    expect(messageOf(z.array(z.string()).max(3), ['a', 'b', 'c', 'd'])).toBe('3 éléments au maximum.');
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('La valeur doit être un multiple de 5.');
  });

  it('uses the spec’s words for formats, choices and unknown keys', () => {
    expect(messageOf(z.uuid(), 'pas-un-uuid')).toBe('Format incorrect.');
    expect(messageOf(z.string().regex(/^\d+$/), 'abc')).toBe('Format incorrect.');
    expect(messageOf(z.email(), 'moi@')).toBe('Veuillez entrer une adresse email valide.');
    expect(messageOf(z.enum(['read', 'write']), 'admin')).toBe(
      'Valeur non autorisée : choisissez parmi « read », « write ».',
    );
    expect(messageOf(z.literal('-1'), '0')).toBe('Valeur attendue : « -1 ».');
    expect(messageOf(z.union([z.literal('-1'), z.uuid()]), 'x')).toBe('Format incorrect.');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toBe(
      'Champs inconnus : b, c.',
    );
    expect(
      messageOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('Un champs est invalide');
  });

  it('leaves a schema’s own message in place', () => {
    expect(messageOf(z.string().max(3, { error: 'Trop long pour un code.' }), 'abcd')).toBe(
      'Trop long pour un code.',
    );
    expect(messageOf(z.number({ error: 'Effectif invalide.' }), 'x')).toBe('Effectif invalide.');
    expect(messageOf(z.uuid({ error: 'Identifiant inconnu.' }), 'x')).toBe('Identifiant inconnu.');
  });
});
