import type { ContentImageKind } from "@ebm/shared/schemas/organiser-content";
import { Button, FileInput, Group, Image, Stack, Text } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { useId, useState } from "react";
import { errorWords } from "../../../../lib/feedback.ts";
import { useUploadContentImage } from "../api/upload-image.ts";

interface ImageFieldProps {
  label: string;
  /** What is made of the picture: "Kept within 640 × 320 px". */
  description: string;
  kind: ContentImageKind;
  /** The address of the stored picture; "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** The preview's size on screen, as the site shows the picture. */
  preview: { width: number; height: number };
  /** The form's error for the field (the server's, after saving). */
  error?: string;
  /** Offer to take the picture away (an optional one). */
  removable?: boolean;
}

/**
 * A picture of the content editors: choosing a file uploads it at once (the server re-encodes it
 * for its use) and shows it as the site will, before anything is saved.
 */
export function ImageField({
  label,
  description,
  kind,
  value,
  onChange,
  preview,
  error,
  removable,
}: ImageFieldProps) {
  const upload = useUploadContentImage();
  const [file, setFile] = useState<File | null>(null);
  const previewId = useId();
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    upload.mutate({ kind, file: chosen }, { onSuccess: (answer) => onChange(answer.payload.url) });
  };
  const uploadError = upload.isError
    ? errorWords(upload.error, { fallback: "The picture could not be uploaded. Please try again." })
    : undefined;
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        description={description}
        accept="image/png,image/jpeg,image/webp"
        placeholder={value ? "Choose another picture" : "Choose a picture (JPEG, PNG or WebP)"}
        leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
        value={file}
        onChange={choose}
        error={uploadError ?? error}
        disabled={upload.isPending}
        aria-describedby={value ? previewId : undefined}
      />
      {upload.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Uploading the picture…
        </Text>
      ) : null}
      {value ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={previewId}>
            Preview
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Image
              src={value}
              alt={`${label}: preview`}
              w={preview.width}
              h={preview.height}
              maw="100%"
              fit="contain"
              radius="sm"
              style={{ border: "1px solid var(--mantine-color-gray-3)", background: "white" }}
            />
            {removable ? (
              <Button variant="subtle" size="compact-sm" color="red.9" onClick={() => onChange("")}>
                Remove the picture
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
