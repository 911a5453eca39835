"""Journey 5: the console killed (SIGKILL) while a message is on its way to a slow service, started
again, and the write not confirmed retried from the bar that says so, with the same key: the agent
answers once."""

import re

AUDIENCE = "Operations directors at logistics firms"
TITLE = "Route planning that keeps logistics budgets honest"
MESSAGE = f'Set the meta title to "{TITLE}"'


def run(j):
    with j.step("the demo on a slow service"):
        # Every answer 5 s late: the message is still on its way when the console dies.
        j.start_console("--sandbox", sandbox_arguments="--fault-latency-ms 5000")
        j.choose(j.find("list", "Places"), "Audiences")
        tree = j.find("tree", "Audiences by page", timeout=40)

    with j.step("a message on its way"):
        j.choose(tree, AUDIENCE, timeout=40)
        composer = j.find("text", "Message to the editing agent", timeout=30)
        j.type_into(composer, MESSAGE)
        j.press("Send", timeout=30)
        # The message shows at once, named by its text; how it stands is its description, as a
        # screen reader reads it after the name.
        conversation = j.find("list", "Conversation with the editing agent")
        message = j.item(conversation, MESSAGE, timeout=5)
        j.wait_until("the message's description to say it is being sent",
                     lambda: message.description == "Sending…", 5)

    with j.step("the console killed"):
        j.kill_console()

    with j.step("started again: the bar"):
        j.start_console()  # a returning user lands in the last profile, the demo; no latency now
        j.expect_text(re.compile(r"1 write (was|were) not confirmed"), timeout=40)

    with j.step("retried from the bar"):
        j.press("Open in Activity")
        table = j.find("table", "Activity", timeout=20)
        # Named by the audience's name after the restart too: the journal kept it with the message.
        entry = j.item(table, re.compile(rf"^Send a message to {re.escape(AUDIENCE)}:"), timeout=20)
        j.expect_text("? Not confirmed", within=table, into_items=True)
        j.choose(table, entry.name)
        j.press("Retry")
        j.expect_text("Sent again with the same key", timeout=20)
        # Answered, it is confirmed: the bar has nothing left to say.
        j.wait_until("the bar to say no write is unconfirmed",
                     lambda: not re.search(r"writes? (was|were) not confirmed", j.says()), 30)

    with j.step("the agent answered once"):
        j.choose(j.find("list", "Places"), "Audiences")
        j.choose(j.find("tree", "Audiences by page", timeout=20), AUDIENCE, timeout=20)
        conversation = j.find("list", "Conversation with the editing agent", timeout=20)
        j.item(conversation, re.compile(r"^I .*meta title.*" + re.escape(TITLE)), timeout=30)
        answers = [item for item in j.items(conversation) if item.name.startswith("I ") and TITLE in item.name]
        if len(answers) != 1:
            raise j.failure(f"the agent answered the retried message {len(answers)} times, not once")
