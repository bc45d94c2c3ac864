import { detailField, sharedFields, type StoredField } from "../field-list";

export const quickContactFieldList: readonly StoredField[] = [
  sharedFields.name("name"),
  sharedFields.phone(),
  sharedFields.email(),
  detailField("helpType", "help_type", "How can we help?", "choice", { csvHeader: "Help type" }),
  sharedFields.urgency("How soon is care needed?"),
];
