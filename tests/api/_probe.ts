import { createTestApp } from '../support/testApp';
const t = await createTestApp('pglite');
const token = await t.login();
for (const payload of [
  { username: 'nuevo', email: 'bad', fullname: 'Nuevo Usuario', password: 'Secreta1', roleId: 2 },
  { username: 'nuevo', email: 'a@b.co', fullname: 'Nuevo Usuario', password: 'Secreta1', roleId: null },
  { username: 'nuevo', email: 'a@b.co', fullname: 'Nuevo Usuario', password: 'Secreta1', roleId: '' },
  { username: 'nuevo', email: 'a@b.co', fullname: 'Nuevo Usuario', password: 'Secreta1', roleId: 2, isAdmin: 'yes' },
]) {
  const r = await t.call(token, { method: 'POST', url: '/api/users', payload });
  console.log(r.statusCode, r.body);
}
console.log((await t.call(token, { method: 'PUT', url: '/api/users/abc', payload: {} })).body);
console.log((await t.call(null, { method: 'PUT', url: '/api/users/abc', payload: {} })).body);
console.log((await t.call(token, { method: 'PUT', url: '/api/users/999', payload: {} })).body);
console.log((await t.call(token, { method: 'PUT', url: '/api/users/2', payload: {username:'x', email:'x@y.com', fullname:'Xx', roleId:'2'} })).body);
await t.close();
