<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Audience::Ui::MainWindow</name>
    <message>
        <source>Audience Console</source>
        <translation>Audience Console</translation>
    </message>
    <message>
        <source>Choose a place in the sidebar to begin.</source>
        <translation>Choisissez une rubrique dans la barre latérale pour commencer.</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
</context>
</TS>
