import analytics from './analytics.json';
import auth from './auth.json';
import common from './common.json';
import content from './content.json';
import core from './core.json';
import extension from './extension.json';
import home from './home.json';
import layout from './layout.json';
import legal from './legal.json';
import market from './market.json';
import mobile from './mobile.json';
import monitor from './monitor.json';
import pricing from './pricing.json';
import server from './server.json';
import workbench from './workbench.json';

const resources = { analytics, auth, common, content, core, extension, home, layout, legal, market, mobile, monitor, pricing, server, workbench };
export default resources;
