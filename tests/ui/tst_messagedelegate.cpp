// The conversation's delegate keeps the laid-out documents of the rows painted last only
// (MessageDelegate::cacheSize, issue 43): a document laid out for one width is never used at
// another, and a row that scrolls back in after many others were painted is drawn as before.
#include "models/workspace/conversationmodel.h"
#include "net/conversationtypes.h"
#include "support/testmain.h"
#include "ui/workspace/messagedelegate.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardItemModel>
#include <QTest>

namespace tst_messagedelegate {

using namespace Audience;
using Models::ConversationModel;

namespace {

// Rows as ConversationModel gives them, from the service: long enough to wrap at any width here.
void addMessage(QStandardItemModel &model, int number)
{
    Net::Message message;
    message.messageId = QStringLiteral("msg_%1").arg(number);
    message.role = QStringLiteral("assistant");
    message.content = QStringLiteral("Message %1: ").arg(number)
                      + QStringLiteral("the meta title is shorter now and mentions the pilot offer. ").repeated(8);
    auto *item = new QStandardItem;
    item->setData(message.messageId.value(), ConversationModel::MessageIdRole);
    item->setData(message.role.value(), ConversationModel::RoleNameRole);
    item->setData(message.content.value(), ConversationModel::ContentRole);
    item->setData(QVariant::fromValue(message), ConversationModel::MessageRole);
    item->setData(0, ConversationModel::OutgoingStateRole);
    model.appendRow(item);
}

QStyleOptionViewItem optionAt(int width)
{
    QStyleOptionViewItem option;
    option.rect = QRect(0, 0, width, 400);
    option.font = QApplication::font();
    option.palette = QApplication::palette();
    return option;
}

QImage painted(const Ui::MessageDelegate &delegate, const QModelIndex &index, int width)
{
    QStyleOptionViewItem option = optionAt(width);
    option.rect.setHeight(delegate.sizeHint(option, index).height());
    QImage image(option.rect.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    delegate.paint(&painter, option, index);
    return image;
}

} // namespace

class TestMessageDelegate : public QObject
{
    Q_OBJECT

private slots:
    void aDocumentLaidOutForOneWidthIsNotUsedAtAnother()
    {
        QStandardItemModel model;
        addMessage(model, 1);
        Ui::MessageDelegate delegate;
        const QModelIndex row = model.index(0, 0);
        const int wideHeight = delegate.sizeHint(optionAt(900), row).height();
        painted(delegate, row, 900); // keeps the document laid out for 900 px
        const int narrowHeight = delegate.sizeHint(optionAt(300), row).height();
        QVERIFY2(narrowHeight > wideHeight, qPrintable(QStringLiteral("%1 at 300 px, %2 at 900 px").arg(narrowHeight).arg(wideHeight)));
        const QImage narrow = painted(delegate, row, 300);
        QCOMPARE(narrow.height(), narrowHeight);
    }

    void aRowPaintedAgainAfterManyOthersIsDrawnTheSame()
    {
        QStandardItemModel model;
        for (int i = 0; i < Ui::MessageDelegate::cacheSize + 6; ++i)
            addMessage(model, i);
        Ui::MessageDelegate delegate;
        const QImage first = painted(delegate, model.index(0, 0), 600);
        // More rows painted than the delegate keeps documents for: the first row's goes.
        for (int i = 1; i < model.rowCount(); ++i)
            painted(delegate, model.index(i, 0), 600);
        const QImage again = painted(delegate, model.index(0, 0), 600);
        QCOMPARE(again, first);
        QVERIFY(first != painted(delegate, model.index(1, 0), 600)); // the rows differ: the comparison can fail
    }
};

} // namespace tst_messagedelegate

AUDIENCE_TEST_MAIN(tst_messagedelegate, TestMessageDelegate)
#include "tst_messagedelegate.moc"
