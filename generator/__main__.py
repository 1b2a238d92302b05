from generator.cli import console

console()
