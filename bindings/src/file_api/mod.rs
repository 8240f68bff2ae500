//! The File API (https://w3c.github.io/FileAPI/): Blob, File and FileReader.

pub mod blob;
pub mod file;
pub mod filereader;
