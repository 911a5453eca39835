"""Journey 7: the same undo as journey 6 (undo_publish), on a sandbox whose agent also changes the
audience's name when it obeys dictated values (--fault-agent-adds-field customName). The proof says
3 of 3, yet "Not proven: the agent also changed Name": Publish is not offered, Ask Again is, and
nothing went live."""

import re

from undo_publish import AUDIENCE_ID, VERSION, live_of, open_undo


def run(j):
    with j.step("the undo sent to a loosely reading agent"):
        undo = open_undo(j, sandbox_arguments="--fault-agent-adds-field customName")

    with j.step("not proven: the agent also changed Name"):
        j.expect_text(re.compile(r"Not proven: the agent also changed Name"), within=undo, timeout=20)
        j.find("push button", "Ask Again", within=undo)
        if j.find_now("push button", re.compile(r"^Publish"), within=undo) is not None:
            raise j.failure("Publish is offered for a draft that changed a field nobody asked for")
        if live_of(j, AUDIENCE_ID)[0] != int(VERSION):
            raise j.failure("something went live")
