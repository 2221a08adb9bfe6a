import { contract, fileHash } from '@curbside/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../context.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { requireFeature } from '../../plugins/features.ts';
import { sendStoredFile } from '../files/files.routes.ts';
import * as flows from './kiosk-flows.repository.ts';
import { companyToday, inDeviceCompany } from './kiosk-flows.service.ts';
import { isCategoryIcon } from './kiosk-map.repository.ts';

/**
 * `GET /api/KioskFiles/<sha256>` (`kioskFileUrl`): an image a paired kiosk's screens show, for an `<img src>`
 * (the device cookie goes with it). The file route (`/api/Files`) serves a company's people; a device reads
 * exactly the images of its company's advertisements running on kiosks today and the company icons its active
 * place categories name (the Map kiosk's markers), nothing else of the store, with
 * the file route's type, `nosniff`, ETag and long caching. No working device is 401 `KIOSK_NOT_ACTIVE`, and a
 * company whose package has no kiosks 403 `FEATURE_NOT_IN_PACKAGE`, as for its calls (ADR 203); any other
 * file, its company's or not, is a 404, as an unknown one.
 */
export function registerKioskFileRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { sha256: string } }>('/api/KioskFiles/:sha256', async (request, reply) => {
    const device = request.ctx.device;
    if (!device) throw unauthorized('This kiosk is not active.', 'KIOSK_NOT_ACTIVE');
    // The images are the attract screen's, so the package must hold what its entry needs (kiosks), refused
    // (403 FEATURE_NOT_IN_PACKAGE) before the name is read, as the contract's mount refuses a device's calls.
    await requireFeature(deps, contract.kiosk.getKioskAdvertisements, device);
    const name = request.params.sha256;
    if (!fileHash.safeParse(name).success) throw notFound('file');
    const shown = await inDeviceCompany(
      deps,
      device,
      async (tx) =>
        (await flows.isRunningAdImage(
          tx,
          device.companyId,
          name,
          await companyToday(tx, device.companyId),
        )) || (await isCategoryIcon(tx, device.companyId, name)),
    );
    if (!shown) throw notFound('file');
    return sendStoredFile(reply, deps, device.companyId, name, request.headers['if-none-match']);
  });
}
