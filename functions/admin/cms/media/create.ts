import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { MediaCreateBody } from '#domains/media/media-schemas';
import { MediaUploadResultSchema } from '#domains/media/media-response-schemas';
import { createMedia } from '#domains/media/manage-media';
import { adminMediaShape } from '#domains/media/media-shape';
import { MEDIA_UPLOAD_EXAMPLE } from '#domains/media/media-examples';

export const operation = endpoint({ body: MediaCreateBody }, async ({ body }) => {
  const { media, upload } = await createMedia({
    fileName: body.file_name,
    mimeType: body.mime_type,
    sizeBytes: body.size_bytes,
    title: body.title,
    collectionName: body.collection_name,
    width: body.width,
    height: body.height,
    duration: body.duration,
  });
  return created({ ...adminMediaShape(media), upload });
});

DOCS: documentRequest(operation, { file_name: 'reading-corner.jpg', mime_type: 'image/jpeg', size_bytes: 184320, width: 1600, height: 1067, title: 'A reading corner' });
DOCS: documentResponse(operation, MediaUploadResultSchema, MEDIA_UPLOAD_EXAMPLE);
