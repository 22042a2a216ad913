import auth from './auth.json';
import common from './common.json';
import core from './core.json';
import extension from './extension.json';
import home from './home.json';
import legal from './legal.json';
import server from './server.json';

const resources = { auth, common, core, extension, home, legal, server };
export default resources;
