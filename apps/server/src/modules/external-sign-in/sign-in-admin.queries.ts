import type { Queryable } from '../../db/client.ts';

/** A brand's flags as stored; undefined when there is no such brand. */
export async function selectBrandFlags(db: Queryable, brandId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ flags: Record<string, unknown> }>('select flags from merchants where id = $1', [brandId]);
  return row?.flags;
}

/** Turns a brand's Firebase mode off. */
export async function clearFirebase(db: Queryable, brandId: string): Promise<void> {
  await db.query('update merchants set firebase_project_id = null, firebase_api_key = null, firebase_auth_domain = null where id = $1', [
    brandId,
  ]);
}

/** Turns a brand's Firebase mode on with its project and the browser SDK's public settings. */
export async function setFirebase(
  db: Queryable,
  brandId: string,
  firebase: { projectId: string; apiKey: string | null; authDomain: string | null },
): Promise<void> {
  await db.query('update merchants set firebase_project_id = $2, firebase_api_key = $3, firebase_auth_domain = $4 where id = $1', [
    brandId,
    firebase.projectId,
    firebase.apiKey,
    firebase.authDomain,
  ]);
}

/** A brand's Firebase settings as stored; undefined when there is no such brand. */
export async function selectFirebaseSettings(
  db: Queryable,
  brandId: string,
): Promise<{ firebase_project_id: string | null; firebase_api_key: string | null; firebase_auth_domain: string | null } | undefined> {
  const [row] = await db.query<{
    firebase_project_id: string | null;
    firebase_api_key: string | null;
    firebase_auth_domain: string | null;
  }>('select firebase_project_id, firebase_api_key, firebase_auth_domain from merchants where id = $1', [brandId]);
  return row;
}
