<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Audience::Ui::MainWindow</name>
    <message>
        <source>Audience Console</source>
        <translation>Audience Console</translation>
    </message>
    <message>
        <source>Choose a place in the sidebar to begin.</source>
        <translation>Wählen Sie links einen Bereich, um zu beginnen.</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
</context>
</TS>
