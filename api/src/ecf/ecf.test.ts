import { fromBuffer } from 'yauzl';
import type { TestDatabase } from '../../../platform/db';
import { flatText, pdfText } from '../reports/documents/testing/pdf-text';
import { analyse, insertFec, realFec, waitFinished } from '../analyses/testing/fixtures';
import { grantCredits } from '../billing/credits';
import { MSG } from '../http/messages';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';

/**
 * Issue 38: an ECF mission on a FEC — paid with an « ECF » credit, the ten points with what the FEC establishes,
 * conclusions gated by the review of the point's controls, the signature (Owner, Manager, all ten points), the
 * state « envoyé »; every bad input refused in French with nothing stored.
 */

type Body<T> = { data: { data: T } };
interface Point {
  number: number;
  title: string;
  checks: { key: string; status: string; message: string; rows: unknown[] }[];
  controls: { control_id: string; reviewed: boolean; result: string }[];
  checklist: { key: string; checked: boolean }[];
  conclusion: string | null;
  comment: string | null;
  can_conclude: boolean;
  blocked_reason: string | null;
  history: { conclusion: string; comment: string | null }[];
}
interface Mission {
  uuid: string;
  state: string;
  state_label: string;
  fec_uuid: string;
  analysis_uuid: string;
  dossier: { uuid: string } | null;
  company_name: string;
  progress: { concluded: number; total: number };
  can_sign: boolean;
  version: number;
  points: Point[];
  signed_by: { uuid: string } | null;
}

const FEC = '000000000FEC20231231.txt';
const YEAR = { siren: '123456782', fiscal_start: '2023-01-01', fiscal_end: '2023-12-31' };

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let manager: TestUser;
let member: TestUser;
let fec: string;
let analysis: string;

const call = <T>(
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => h.call<T>(method, path, { token: user.accessToken, body, query });
const data = <T>(res: { body: Body<T> }) => res.body.data.data;
const createBody = (fecUuid: string) => ({
  fec_uuid: fecUuid,
  provider_firm_name: 'Cabinet Durand & Associés',
  signatory_name: 'Claire Durand',
  signatory_quality: 'Expert-comptable associée',
  engagement_letter_date: '2024-02-15',
  declared_income_regime: 'reel_normal',
  declared_vat_regime: 'reel_normal',
  vat_on_debits: true,
});
const counts = async () => ({
  missions: (await h.db.selectFrom('ecf_missions').select('uuid').execute()).length,
  history: (await h.db.selectFrom('ecf_point_history').select('uuid').execute()).length,
  concluded: (
    await h.db.selectFrom('ecf_points').select('number').where('conclusion', 'is not', null).execute()
  ).length,
  spent: (
    await h.db
      .selectFrom('credit_movements')
      .select('id')
      .where('type', '=', 'ecf')
      .where('kind', '=', 'consume')
      .execute()
  ).length,
  checklist: (await h.db.selectFrom('ecf_checklist').selectAll().execute()).length,
});
const grantEcf = (user: TestUser, amount = 1) =>
  grantCredits(h.db, {
    accountUuid: user.accountUuid,
    type: 'ecf',
    amount,
    offerCode: 'mission-ecf',
    origin: 'Mission ECF (test)',
    expiresAt: null,
    at: new Date(),
  });

const download = async (user: TestUser, uuid: string, format: 'docx' | 'pdf') => {
  const res = await fetch(`${h.url}/api/v1/ecf/missions/${uuid}/report/${format}`, {
    headers: { AccessToken: user.accessToken },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  };
};

/** The text of a .docx (word/document.xml without its tags). */
function docxText(buffer: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const xml = Buffer.concat(chunks).toString('utf8');
            resolve(
              flatText(
                xml
                  .replace(/<\/w:p>/g, ' ')
                  .replace(/<[^>]+>/g, '')
                  .replace(/&amp;/g, '&')
                  .replace(/&apos;/g, "'")
                  .replace(/&quot;/g, '"'),
              ),
            );
          });
        });
      });
      zip.on('end', () => reject(new Error('word/document.xml absent')));
      zip.readEntry();
    });
  });
}

/** Reviews (« Anomalie confirmée ») every control in anomaly mapped to a point, so it may be concluded. */
async function reviewControlsOf(point: Point) {
  for (const c of point.controls.filter((x) => !x.reviewed)) {
    const res = await call(owner, 'PUT', `/v1/analyses/${analysis}/review`, {
      control_id: c.control_id,
      status: 'confirmed',
    });
    expect(res.status).toBe(200);
  }
}

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  manager = await h.newMember(owner.accountUuid, 'Role_Manager');
  member = await h.newMember(owner.accountUuid, 'Role_Member');
  fec = await insertFec(h, owner, realFec(FEC), YEAR);
  analysis = await analyse(h, owner, fec);
  expect((await waitFinished(h, analysis)).status).toBe('done');
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('opening a mission', () => {
  it('is refused without an ECF credit (402, French), nothing stored nor spent', async () => {
    const before = await counts();
    const res = await call<{ message: string }>(owner, 'POST', '/v1/ecf/missions', createBody(fec));
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(MSG.ecfNoCredit);
    expect(await counts()).toEqual(before);
  });

  it('is refused on a locked FEC and on a FEC without a finished analysis', async () => {
    await grantEcf(owner, 1);
    const locked = await insertFec(h, owner, realFec(FEC), { ...YEAR, locked: true });
    const notAnalysed = await insertFec(h, owner, realFec(FEC), YEAR);
    const before = await counts();
    const r1 = await call<{ message: string }>(owner, 'POST', '/v1/ecf/missions', createBody(locked));
    expect([r1.status, r1.body.message]).toEqual([403, MSG.ecfFecLocked]);
    const r2 = await call<{ message: string }>(owner, 'POST', '/v1/ecf/missions', createBody(notAnalysed));
    expect([r2.status, r2.body.message]).toEqual([409, MSG.ecfNotAnalysed]);
    const r3 = await call<{ message: string }>(owner, 'POST', '/v1/ecf/missions', {
      ...createBody(fec),
      engagement_letter_date: '2024-02-30',
      provider_firm_name: '  ',
    });
    expect(r3.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('is refused to a Member (403), nothing spent', async () => {
    const before = await counts();
    const res = await call<{ message: string }>(member, 'POST', '/v1/ecf/missions', createBody(fec));
    expect([res.status, res.body.message]).toEqual([403, MSG.ecfCreateForbidden]);
    expect(await counts()).toEqual(before);
  });
});

describe('a mission end to end', () => {
  let mission: Mission;

  it('opens with its ten points, spends the credit, and shows what the FEC establishes', async () => {
    const before = await counts();
    const res = await call<Body<Mission>>(owner, 'POST', '/v1/ecf/missions', createBody(fec));
    expect(res.status).toBe(201);
    mission = data(res);
    expect(mission).toMatchObject({
      state: 'en_cours',
      state_label: 'En cours',
      fec_uuid: fec,
      analysis_uuid: analysis,
    });
    expect(mission.points.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(mission.points[0].title).toBe(
      'La conformité du FEC au format défini à l’article A. 47 A-1 du LPF',
    );
    expect(mission.dossier).not.toBeNull();
    // Points 1, 2 and 5 to 10 carry automated checks; 3 and 4 only a checklist.
    for (const n of [1, 2, 5, 6, 7, 8, 9, 10]) expect(mission.points[n - 1].checks.length).toBeGreaterThan(0);
    expect(mission.points[2].checks).toEqual([]);
    expect(mission.points[2].checklist.map((c) => c.key)).toContain('certificat-caisse');
    expect(mission.points[7].checks.map((c) => c.key)).toContain('ECF-8-REPRISE-N1');
    const after = await counts();
    expect(after.missions).toBe(before.missions + 1);
    expect(after.spent).toBe(before.spent + 1);
    // The credit is spent: a second mission is refused.
    const again = await call<{ message: string }>(owner, 'POST', '/v1/ecf/missions', createBody(fec));
    expect(again.status).toBe(402);
  }, 60_000);

  it('computes point 2 again when the tax return is declared after the opening (before the signature)', async () => {
    const liasse = (m: Mission) => m.points[1].checks.find((c) => c.key === 'ECF-2-LIASSE')!;
    expect(liasse(mission).status).toBe('not_available');
    const declared = await call(owner, 'PUT', `/v1/fecs/${fec}/declared-tax-return`, { result: 1 });
    expect(declared.status).toBe(200);
    const read = data(await call<Body<Mission>>(owner, 'GET', `/v1/ecf/missions/${mission.uuid}`));
    expect(liasse(read).status).not.toBe('not_available');
    // The compte rendu says what the points establish: its stored documents are stale.
    expect(read.version).toBeGreaterThan(mission.version);
    // Nothing changed since: read again, the checks are not computed once more.
    const again = data(await call<Body<Mission>>(owner, 'GET', `/v1/ecf/missions/${mission.uuid}`));
    expect(again.version).toBe(read.version);
    // Declared again with the same figures: computed again, found the same, the documents stay current.
    expect((await call(owner, 'PUT', `/v1/fecs/${fec}/declared-tax-return`, { result: 1 })).status).toBe(200);
    const same = data(await call<Body<Mission>>(owner, 'GET', `/v1/ecf/missions/${mission.uuid}`));
    expect(same.version).toBe(read.version);
    mission = again;
  }, 60_000);

  it('lists missions per state; another account sees none', async () => {
    const list = await call<Body<{ items: Mission[]; total: number }>>(
      owner,
      'GET',
      '/v1/ecf/missions',
      undefined,
      {
        state: 'en_cours',
      },
    );
    expect(data(list).items.map((m) => m.uuid)).toEqual([mission.uuid]);
    const signed = await call<Body<{ items: Mission[]; total: number }>>(
      owner,
      'GET',
      '/v1/ecf/missions',
      undefined,
      {
        state: 'signe',
      },
    );
    expect(data(signed).total).toBe(0);
    // A Member without a grant on the FEC sees nothing, and cannot open it.
    expect(data(await call<Body<{ total: number }>>(member, 'GET', '/v1/ecf/missions')).total).toBe(0);
    expect((await call(member, 'GET', `/v1/ecf/missions/${mission.uuid}`)).status).toBe(404);
  });

  it('refuses bad conclusions in French, nothing stored', async () => {
    const before = await counts();
    const unknown = await call<{ errors: { field: string; message: string }[] }>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/4`,
      { conclusion: 'peut-être' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'conclusion', message: MSG.ecfConclusionInvalid }]);
    const noComment = await call<{ message: string }>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/4`,
      {
        conclusion: 'non_conforme',
        comment: '   ',
      },
    );
    expect([noComment.status, noComment.body.message]).toEqual([400, MSG.ecfCommentRequired]);
    const badPoint = await call(owner, 'PUT', `/v1/ecf/missions/${mission.uuid}/points/11`, {
      conclusion: 'conforme',
    });
    expect(badPoint.status).toBe(400);
    const badItem = await call<{ message: string }>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/3/checklist/inconnu`,
      { checked: true },
    );
    expect([badItem.status, badItem.body.message]).toEqual([400, MSG.ecfChecklistItemNotFound]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a point while its controls in anomaly are unreviewed, then accepts it once reviewed', async () => {
    const blocked = mission.points.find((p) => p.controls.some((c) => !c.reviewed));
    expect(blocked).toBeDefined();
    expect(blocked!.can_conclude).toBe(false);
    const before = await counts();
    const res = await call<{ message: string }>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/${blocked!.number}`,
      { conclusion: 'conforme' },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(blocked!.blocked_reason);
    expect(res.body.message).toContain(`Le point ${blocked!.number} ne peut pas être conclu`);
    expect(await counts()).toEqual(before);
    await reviewControlsOf(blocked!);
    const ok = await call<Body<Point>>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/${blocked!.number}`,
      {
        conclusion: 'non_conforme',
        comment: 'Écarts relevés, à régulariser.',
      },
    );
    expect(ok.status).toBe(200);
    expect(data(ok)).toMatchObject({ conclusion: 'non_conforme', comment: 'Écarts relevés, à régulariser.' });
    expect(data(ok).history).toHaveLength(1);
  }, 60_000);

  it('generates the draft compte rendu, keeps it while nothing changes, regenerates it after a conclusion', async () => {
    const first = await download(owner, mission.uuid, 'pdf');
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    const stored = async () =>
      h.db.selectFrom('ecf_documents').selectAll().where('mission_uuid', '=', mission.uuid).execute();
    const [v1] = await stored();
    expect((await download(owner, mission.uuid, 'pdf')).status).toBe(200);
    expect((await stored())[0].generated_at).toEqual(v1.generated_at);
    expect(await pdfText(first.body)).toMatch(/Projet/);
    const res = await call(owner, 'PUT', `/v1/ecf/missions/${mission.uuid}/points/4`, {
      conclusion: 'conforme',
    });
    expect(res.status).toBe(200);
    expect((await download(owner, mission.uuid, 'pdf')).status).toBe(200);
    const [v2] = await stored();
    expect(v2.version).toBeGreaterThan(v1.version);
    expect(v2.storage_key).not.toBe(v1.storage_key);
    expect(await h.deps.storage.exists(v1.storage_key)).toBe(false);
  }, 60_000);

  it('refuses signing with points missing and by a Member; ticks a checklist item', async () => {
    const before = await counts();
    const missing = await call<{ message: string }>(owner, 'POST', `/v1/ecf/missions/${mission.uuid}/sign`);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toMatch(/^Les dix points doivent être conclus avant la signature/);
    const byMember = await call<{ message: string }>(member, 'POST', `/v1/ecf/missions/${mission.uuid}/sign`);
    expect(byMember.status).toBe(403);
    expect(await counts()).toEqual(before);
    const item = await call<Body<{ checked: boolean }>>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/3/checklist/certificat-caisse`,
      { checked: true },
    );
    expect([item.status, data(item).checked]).toEqual([200, true]);
  });

  it('concludes the ten points, keeps the history, signs (Manager), then refuses any change', async () => {
    let current = data(await call<Body<Mission>>(owner, 'GET', `/v1/ecf/missions/${mission.uuid}`));
    for (const point of current.points) {
      await reviewControlsOf(point);
      const conclusion = point.number === 3 ? 'sans_objet' : 'conforme';
      const res = await call(manager, 'PUT', `/v1/ecf/missions/${mission.uuid}/points/${point.number}`, {
        conclusion,
        comment: point.number === 3 ? 'Pas de système de caisse.' : null,
      });
      expect(res.status).toBe(200);
    }
    current = data(await call<Body<Mission>>(owner, 'GET', `/v1/ecf/missions/${mission.uuid}`));
    expect(current.progress).toEqual({ concluded: 10, total: 10 });
    expect(current.can_sign).toBe(true);
    // The point concluded twice keeps both lines.
    expect(current.points.some((p) => p.history.length === 2)).toBe(true);
    const signed = await call<Body<Mission>>(manager, 'POST', `/v1/ecf/missions/${mission.uuid}/sign`);
    expect(signed.status).toBe(200);
    expect(data(signed)).toMatchObject({
      state: 'signe',
      state_label: 'Signé',
      signed_by: { uuid: manager.uuid },
    });
    expect(data(signed).version).toBeGreaterThan(mission.version);
    const before = await counts();
    const change = await call<{ message: string }>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/1`,
      {
        conclusion: 'non_conforme',
        comment: 'Trop tard',
      },
    );
    expect([change.status, change.body.message]).toEqual([409, MSG.ecfSigned]);
    const tick = await call<{ message: string }>(
      owner,
      'PUT',
      `/v1/ecf/missions/${mission.uuid}/points/4/checklist/delai-conservation`,
      { checked: true },
    );
    expect([tick.status, tick.body.message]).toEqual([409, MSG.ecfSigned]);
    const twice = await call<{ message: string }>(owner, 'POST', `/v1/ecf/missions/${mission.uuid}/sign`);
    expect([twice.status, twice.body.message]).toEqual([409, MSG.ecfAlreadySigned]);
    expect(await counts()).toEqual(before);
    const audits = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', `ecf.%${mission.uuid}%`)
      .execute();
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([`ecf.create ${mission.uuid}`, `ecf.sign ${mission.uuid}`]),
    );
  }, 120_000);

  it('reads back every point and every conclusion from the signed compte rendu, in Word and in PDF', async () => {
    const detail = data(await call<Body<Mission>>(owner, 'GET', `/v1/ecf/missions/${mission.uuid}`));
    const docx = await download(owner, mission.uuid, 'docx');
    expect(docx.status).toBe(200);
    expect(docx.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const pdf = await download(owner, mission.uuid, 'pdf');
    expect(pdf.status).toBe(200);
    for (const text of [await docxText(docx.body), flatText(await pdfText(pdf.body))]) {
      expect(text).toContain('Cabinet Durand & Associés');
      expect(text).toContain('Claire Durand');
      expect(text).toContain('Pas de système de caisse.');
      expect(text).toContain('Sans objet');
      expect(text).toContain('Conforme');
      for (const p of detail.points) expect(text).toContain(flatText(p.title).slice(0, 40));
      expect(text).not.toContain('Projet — non signé');
    }
  }, 60_000);

  it('marks the signed mission sent (Owner), once', async () => {
    const sent = await call<Body<Mission>>(owner, 'POST', `/v1/ecf/missions/${mission.uuid}/sent`);
    expect([sent.status, data(sent).state]).toEqual([200, 'envoye']);
    const again = await call<{ message: string }>(owner, 'POST', `/v1/ecf/missions/${mission.uuid}/sent`);
    expect([again.status, again.body.message]).toEqual([409, MSG.ecfAlreadySent]);
  });
});
