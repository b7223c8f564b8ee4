import { bearer, createCompany, createUser, signIn, type TestContext } from '../helpers.ts';

type Role = 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT';

/** The super admin of the provider, and every other user type, in a company and in a client company of it. */
export async function adminWorld(t: TestContext) {
  const provider = await createCompany(t.db, { name: 'Provider' });
  const pestCo = await createCompany(t.db, { name: 'Pest Co' });
  const client = await createCompany(t.db, { name: 'Client of Pest Co', parentCompanyId: pestCo.id });
  const login = async (companyId: number, role: Role) => {
    const user = await createUser(t.db, { companyId, role });
    return bearer((await signIn(t.app, user.email)).token);
  };
  return {
    provider,
    pestCo,
    admin: await login(provider.id, 'ADMIN'),
    /** Everyone who is not the super admin: all get 403 from the admin calls. */
    others: {
      companyAdmin: await login(pestCo.id, 'COMPANY_ADMIN'),
      controller: await login(pestCo.id, 'CONTROLLER'),
      technician: await login(pestCo.id, 'USER'),
      clientUser: await login(client.id, 'CLIENT'),
    },
  };
}
