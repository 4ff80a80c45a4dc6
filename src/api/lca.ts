import * as z from 'zod/mini';

export const LCA_VALIDATE_PATH = '/api/v1/lca/validate';
export const LCA_CREATE_PATH = '/api/v1/lca/create';
/** The agreement PDF of the selected account's tenant. */
export const LCA_PDF_PATH = '/api/v1/lca/agreement.pdf';

export const lcaValidateReply = z.lazy(() =>
  z.object({
    responseData: z.object({
      value: z.object({
        accepted: z.boolean(),
        /** URL of the agreement PDF to show in the dialog; null when nothing is due. */
        licenseContent: z.nullable(z.string()),
      }),
    }),
  }),
);
export type LcaValidateReply = z.infer<typeof lcaValidateReply>;
export const lcaCreateReply = z.object({ accepted: z.literal(true) });
