#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSqlQuery>
#include <QString>

namespace Sandbox {

// Row -> API JSON, one function per resource. Each *Columns string is the SELECT list its writer
// expects, in order; stores select exactly that list so reads go by index, not by name.
// NULL columns become JSON null only for the fields the spec types "… or null". A field the spec types
// as a plain string/number/object/array is never null: with no value it is left out (Page.headerActionId,
// Page.metadata, Audience.effectiveMetadata/metadataOverride, PersonLog.deletedAt, PageLink.deletedAt,
// PageLink.target.audienceId, ToolCall.error, conversation.publishedMessageId).
// tests/sandbox/tst_sandbox_schema.cpp checks every response of a seeded sandbox against that rule.
namespace Json {

QJsonValue text(const QVariant &value);       // NULL -> null, else string (only for "string or null" fields)
void insertText(QJsonObject &object, const QString &key, const QVariant &value); // NULL -> key left out
QJsonValue parsed(const QVariant &value);     // JSON text column -> value; NULL -> null
// Stored metadata is partial (an override holds only the keys it overrides); every PageMetadata the
// API sends has all 23 keys: missing strings become "", missing lists [].
QJsonObject fullMetadata(const QJsonObject &stored);
// The page's metadata with every key the stored override holds replaced (an override of [] or ""
// counts: it clears the page's value).
QJsonObject mergedMetadata(const QJsonValue &page, const QJsonValue &override);

extern const QString pageColumns;              // FROM pages
QJsonObject page(const QSqlQuery &row);

extern const QString versionColumnsTemplate;   // "%1" = table alias; 14 columns
QString versionColumns(const QString &alias);
QJsonObject version(const QSqlQuery &row, int offset = 0);

extern const QString audienceColumns;          // FROM audiences a JOIN pages p, lv, pv (see audiencestore)
QJsonObject audience(const QSqlQuery &row);

extern const QString personColumns;            // FROM persons
QJsonObject person(const QSqlQuery &row, int offset = 0);

extern const QString personLogColumns;         // FROM person_logs
QJsonObject personLog(const QSqlQuery &row);

extern const QString accountColumns;           // FROM accounts
QJsonObject account(const QSqlQuery &row, const QJsonArray &linkedPersons);

extern const QString topicColumns;             // FROM topics
QJsonObject topic(const QSqlQuery &row, const QJsonArray &entries);

extern const QString topicEntryColumns;        // FROM topic_entries
QJsonObject topicEntry(const QSqlQuery &row);

extern const QString pageLinkColumns;          // FROM page_links
QJsonObject pageLink(const QSqlQuery &row);

extern const QString sessionColumns;           // FROM audience_sessions
QJsonObject session(const QSqlQuery &row);

extern const QString webhookColumns;           // FROM webhook_subscriptions
QJsonObject webhook(const QSqlQuery &row);

extern const QString changeColumns;            // FROM changes
QJsonObject change(const QSqlQuery &row);

// Stored tool calls as sent: fields the spec types as strings are dropped when null (error).
QJsonArray toolCalls(const QJsonArray &stored);

extern const QString messageColumns;           // FROM messages
QJsonObject message(const QSqlQuery &row, const QJsonArray &changes);

} // namespace Json
} // namespace Sandbox
