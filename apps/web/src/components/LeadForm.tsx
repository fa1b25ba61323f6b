import { LEAD_NOTES_MAX_CHARS, LEAD_RATINGS, type LeadRating } from "@ebm/shared/leads";
import { Button, Group, Radio, Textarea } from "@mantine/core";
import { useState } from "react";

const RATING_LABELS: Record<LeadRating, string> = { hot: "Hot", warm: "Warm", cold: "Cold" };

interface LeadFormProps {
  saving: boolean;
  onSave: (notes: string, rating: LeadRating | null) => void;
  onCancel: () => void;
}

/** Notes and a rating for the scanned person, then save (part 2 §2 "scan"). */
export function LeadForm({ saving, onSave, onCancel }: LeadFormProps) {
  const [notes, setNotes] = useState("");
  const [rating, setRating] = useState<LeadRating | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(notes.trim(), rating);
      }}
    >
      <Textarea
        label="Notes"
        placeholder="What did you talk about?"
        autosize
        minRows={3}
        maxLength={LEAD_NOTES_MAX_CHARS}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <Radio.Group
        label="Rating"
        mt="sm"
        value={rating ?? ""}
        onChange={(value) =>
          setRating((LEAD_RATINGS as readonly string[]).includes(value) ? (value as LeadRating) : null)
        }
      >
        <Group gap="lg" mt={6}>
          {LEAD_RATINGS.map((value) => (
            <Radio key={value} value={value} label={RATING_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      <Group mt="md">
        <Button type="submit" loading={saving}>
          Save lead
        </Button>
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
